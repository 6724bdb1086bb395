import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_TOOLS,
  columnText,
  publicComparisonSchema,
  uploadPathFor,
  uploadReplySchema,
  type AnyComparisonTool,
  type BuiltComparisonType,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { postAs } from '../comparison/comparison-test-kit.js';
import {
  appWithAdviser,
  QUERIES,
  type SignedInAdviser,
  uploadAs,
  uploadPayload,
} from '../links/links-test-kit.js';

// Issue 10, ADR 0027: the client's page labels and fills its columns exactly as the adviser's table
// does, for every tool in the registry: same labels in the same order, same cell texts.
let ctx: TestContext;
let adviser: SignedInAdviser;
appWithAdviser(BUILT_COMPARISON_TYPES, (made) => ({ ctx, adviser } = made), { withSamples: true });

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The column labels of the client's HTML page: its header cells, and each body cell's phone label. */
function pageLabels(html: string) {
  const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => unescape(m[1]!));
  const firstRow = /<tbody><tr>(.*?)<\/tr>/.exec(html)?.[1] ?? '';
  const cellLabels = [...firstRow.matchAll(/data-label="([^"]*)"/g)].map((m) => unescape(m[1]!));
  return { headers, cellLabels };
}

describe.each(COMPARISON_TOOLS.map((tool) => [tool.type, tool as AnyComparisonTool] as const))(
  'the client page of %s',
  (type, tool) => {
    it("labels its columns with the adviser table's labels and fills them with the adviser's cell texts", async () => {
      const search = await postAs(ctx, adviser.jwt, tool.apiPath, QUERIES[type]);
      expect(search.statusCode, search.body).toBe(200);
      const adviserRows = tool.rowsOf(tool.replySchema.parse(search.json())) as { uniqueID: string }[];
      expect(adviserRows.length).toBeGreaterThan(0);
      // An upload naming no view publishes the tool's first view mode (ADR 0027)
      const firstMode = tool.viewModes[0]?.key ?? '';
      const published = tool.columns.filter((c) => !c.viewModes || c.viewModes.includes(firstMode));
      const labels = published.map((c) => c.label);

      const upload = await uploadAs(ctx, adviser, type);
      expect(upload.statusCode, upload.body).toBe(200);
      const { id } = uploadReplySchema.parse(upload.json());

      const json = await ctx.app.inject({
        method: 'GET',
        url: `/api/public/comparison/${adviser.rnf}/${id}`,
      });
      const page = publicComparisonSchema.parse(json.json());
      expect(page.table.columns.map((c) => c.label)).toEqual(labels);
      expect(page.table.columns.map((c) => [c.align, c.isShownOnPhone])).toEqual(
        published.map((c) => [c.align, c.isShownOnPhone]),
      );
      // Cell for cell what the adviser's table shows for the same rows.
      const adviserCells = new Map(
        adviserRows.map((row) => [
          row.uniqueID,
          published.map((c) => columnText(c, row, { mode: firstMode, compareAt: null })),
        ]),
      );
      expect(page.table.rows.length).toBe(adviserRows.length);
      for (const row of page.table.rows) expect(row.cells).toEqual(adviserCells.get(row.uniqueID));

      const html = (await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${id}` })).body;
      expect(pageLabels(html)).toEqual({ headers: labels, cellLabels: labels });
    });
  },
);

/** Publishes the tool's sample query and returns the client's HTML page, unescaped. */
async function publishedPage(type: BuiltComparisonType): Promise<string> {
  const upload = await uploadAs(ctx, adviser, type);
  expect(upload.statusCode, upload.body).toBe(200);
  const { id } = uploadReplySchema.parse(upload.json());
  return unescape((await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${id}` })).body);
}

// Issue 31: a client page states what its figures rest on and explains a plan it lists as unavailable.
describe('what a client page says its figures assume', () => {
  it('the 101 plan: monthly amount, contribution period, horizon, growth rate and why a plan is not available', async () => {
    const html = await publishedPage('ilp101');
    expect(html).toContain('What these figures assume');
    for (const [label, text] of [
      ['Comparison Type', 'Custom calculation'],
      ['Contribution Period', '10 years'],
      ['Investment Horizon', '20 years'],
      ['Monthly Amount', 'S$2,000'],
      ['Growth Rate', '8% p.a.'],
      ['Initial Drop', '1% in month 1'],
    ])
      expect(html).toContain(`<dt>${label}</dt><dd>${text}</dd>`);
    expect(html).toContain('Projected values assume the gross growth rate chosen');
    expect(html).toMatch(
      /Not available for these criteria<\/h3><ul><li><strong>[^<]+ Wealth Voyage<\/strong>: Wealth Voyage is offered with a premium term of 15, 20 or 25 years\./,
    );
    // The 101 plan is not priced by age: no ANB line, and the page says the age plays no part
    expect(html).not.toContain('Premiums priced at ANB');
    expect(html).toContain(
      "<li>Age 35 (last birthday)</li><li>The projected values do not depend on the insured's age</li>",
    );
  });

  it('a value-series tool: the criteria with S$, the illustration rate and the ANB the premiums are priced at', async () => {
    const html = await publishedPage('retirementIncomePlan');
    expect(html).toContain(
      '<li>Age 35 (last birthday)</li><li>Premiums priced at ANB 35 (age next birthday)</li>',
    );
    expect(html).toContain('<dt>Monthly Income</dt><dd>S$1,000</dd>');
    expect(html).toContain('<dt>Retirement Age</dt><dd>65</dd>');
    expect(html).toContain('<dt>Illustration Rate</dt><dd>4.25% p.a.</dd>');
    expect(html).not.toContain('Not available for these criteria');
  });

  it.each([
    ['wholeLifePlan', {}, '4.25'],
    ['universalLifeIndexed', {}, '4.25'],
    ['wholeLifePlan', { illustrationRate: '3.00' }, '3.00'],
    ['universalLifeIndexed', { illustrationRate: '3.00' }, '3.00'],
  ] as const)('%s states its illustration rate (issue 33): %o', async (type, extra, rate) => {
    const upload = await postAs(ctx, adviser.jwt, uploadPathFor(type), {
      ...uploadPayload(type, adviser.rnf),
      ...extra,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = uploadReplySchema.parse(upload.json());
    const html = unescape((await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${id}` })).body);
    expect(html).toContain(`<dt>Illustration Rate</dt><dd>${rate}% p.a.</dd>`);
    expect(html.match(/<dt>Illustration Rate<\/dt>/g)).toHaveLength(1);
  });

  it('Long Term Care names the search it ran, not the amount of the other one', async () => {
    const bySumInsured = await publishedPage('longTermCare');
    expect(bySumInsured).toContain('<dt>Search By</dt><dd>Sum Insured</dd>');
    // the form's label (ADR 0043)
    expect(bySumInsured).toContain('<dt>Sum Insured (monthly)</dt><dd>S$3,000</dd>');
    expect(bySumInsured).not.toContain('Premium (annual)');
    const upload = await uploadAs(ctx, adviser, 'longTermCare', { searchBySA: false });
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = uploadReplySchema.parse(upload.json());
    const byPremium = (await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${id}` })).body;
    expect(byPremium).toContain('<dt>Premium (annual)</dt><dd>S$600</dd>');
    expect(byPremium).not.toContain('<dt>Sum Insured');
  });

  it("headings of a plan's product info are the adviser panel's, never field names (Shield)", async () => {
    const html = await publishedPage('shieldSingle');
    expect(html).toContain('<h3>Panel Doctors</h3>');
    expect(html).toContain('<h3>Pre- and Post-Hospitalisation</h3>');
    expect(html).not.toMatch(/<h3>(congenital|panelDoctors|preAndPostHosp|cancerDrugCDL)<\/h3>/);
  });

  // Every tool but the 101 plan prices by the insured's age; Shield's query nests it (spec 001 §3, §7).
  it.each(BUILT_COMPARISON_TYPES.filter((type) => type !== 'ilp101'))(
    '%s says the ANB its premiums are priced at',
    async (type) => {
      const html = await publishedPage(type);
      const anb = QUERIES[type].anb ?? (QUERIES[type].query as { anb: number }).anb;
      expect(html).toContain(`<li>Premiums priced at ANB ${anb} (age next birthday)</li>`);
    },
  );
});
