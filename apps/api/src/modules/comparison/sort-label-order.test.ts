import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_TOOLS,
  columnText,
  defaultOrderOf,
  type AnyComparisonTool,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { QUERIES, signedInAdviser } from '../links/links-test-kit.js';
import { seedSampleData } from '../products/products.service.js';
import { postAs } from './comparison-test-kit.js';

// Issue 31, "the sort label lies": the first choice of each tool's Sort by list names the order its
// rows arrive in. Each name is read here as a reader would, from the cells the adviser sees, and the
// sample's reply is checked against it, so a changed ranking or a changed label fails.
let ctx: TestContext;
let jwt: string;
beforeAll(async () => {
  ctx = await createTestContext({}, { withSamples: true });
  await seedSampleData(ctx.deps, [...BUILT_COMPARISON_TYPES]);
  jwt = (await signedInAdviser(ctx)).jwt;
});
afterAll(async () => ctx.close());

type Key = { label: string; order: 'asc' | 'desc'; as?: 'text' };
/** What each order's name says, as column labels in priority; `headline`: the tool's premium column. */
const ORDERS: Record<string, (headline: string) => Key[]> = {
  'Lowest premium first': (headline) => [{ label: headline, order: 'asc' }],
  'Largest sum insured first': () => [{ label: 'Monthly Benefit', order: 'desc' }],
  'Highest projected value first': () => [{ label: 'Projected Value', order: 'desc' }],
  'Shortest premium term first, then expiry age, then lowest premium': () => [
    { label: 'Premium Term', order: 'asc' },
    { label: 'Multiplier To Age', order: 'asc' },
    { label: 'Annual Premium', order: 'asc' },
  ],
  '100% Index first, then lowest premium': () => [
    { label: 'Allocation', order: 'desc' },
    { label: 'Annual Premium', order: 'asc' },
  ],
  'Insurer (A to Z)': () => [{ label: 'Insurer', order: 'asc', as: 'text' }],
  'Shortest premium term first, then insurer (A to Z)': () => [
    { label: 'Premium Term', order: 'asc' },
    { label: 'Insurer', order: 'asc', as: 'text' },
  ],
};

/** A cell as a number: "Single" pays once, "Not available" and "-" come last whatever the order. */
function numberOf(text: string): number {
  if (text === 'Single') return 1;
  const match = /-?[\d,]+(\.\d+)?/.exec(text);
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN;
}

describe.each(COMPARISON_TOOLS.map((tool) => [tool.type, tool as AnyComparisonTool] as const))(
  'the Sort by label of %s',
  (type, tool) => {
    it('names the order the rows arrive in', async () => {
      const search = await postAs(ctx, jwt, tool.apiPath, QUERIES[type]);
      expect(search.statusCode, search.body).toBe(200);
      let rows = tool.rowsOf(tool.replySchema.parse(search.json())) as Record<string, unknown>[];
      // the value-series tools show one illustration rate at a time
      const rate = rows[0]?.illustrationRate;
      if (rate !== undefined) rows = rows.filter((r) => r.illustrationRate === rate);
      expect(rows.length).toBeGreaterThan(1);
      const name = defaultOrderOf(tool, QUERIES[type]);
      const keysOf = ORDERS[name];
      expect(keysOf, `no reading of "${name}"`).toBeDefined();
      const keys = keysOf!(tool.columns.find((c) => c.isHeadline)?.label ?? '');
      const view = { mode: tool.viewModes[0]?.key ?? '', compareAt: null };
      const cells = rows.map((row) =>
        keys.map((key) => {
          const column = tool.columns.find((c) => c.label === key.label);
          expect(column, `${type} has no ${key.label} column`).toBeDefined();
          return columnText(column!, row, view);
        }),
      );
      const compare = (a: string[], b: string[]) => {
        for (const [i, key] of keys.entries()) {
          const sign = key.order === 'asc' ? 1 : -1;
          if (key.as === 'text') {
            const c = a[i]!.localeCompare(b[i]!);
            if (c !== 0) return sign * c;
            continue;
          }
          const [x, y] = [numberOf(a[i]!), numberOf(b[i]!)];
          if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
          if (x !== y) return sign * (x - y);
        }
        return 0;
      };
      const outOfOrder = cells.flatMap((cell, i) =>
        i > 0 && compare(cells[i - 1]!, cell) > 0
          ? [`${cells[i - 1]!.join(' / ')} before ${cell.join(' / ')}`]
          : [],
      );
      expect(outOfOrder, `${type}: "${name}"`).toEqual([]);
    });
  },
);
