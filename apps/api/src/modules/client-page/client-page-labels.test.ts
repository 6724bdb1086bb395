import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_TOOLS,
  columnText,
  publicComparisonSchema,
  uploadPathFor,
  uploadReplySchema,
  type AnyComparisonTool,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { postAs } from '../comparison/comparison-test-kit.js';
import { QUERIES, signedInAdviser, uploadPayload } from '../links/links-test-kit.js';
import { seedSampleData } from '../products/products.service.js';

// Issue 10, ADR 0027: the client's page labels and fills its columns exactly as the adviser's table
// does, for every tool in the registry: same labels in the same order, same cell texts.
let ctx: TestContext;
let adviser: Awaited<ReturnType<typeof signedInAdviser>>;
beforeAll(async () => {
  ctx = await createTestContext({}, { withSamples: true });
  await seedSampleData(ctx.deps, [...BUILT_COMPARISON_TYPES]);
  adviser = await signedInAdviser(ctx);
});
afterAll(async () => ctx.close());

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

      const upload = await postAs(ctx, adviser.jwt, uploadPathFor(type), uploadPayload(type, adviser.rnf));
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
