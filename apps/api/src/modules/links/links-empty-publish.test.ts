import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_PATHS,
  DEV_CODES,
  LINK_MESSAGES,
  LINK_PATHS,
  listReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { postAs } from '../comparison/comparison-test-kit.js';
import { appWithAdviser, QUERIES, type SignedInAdviser, uploadAs } from './links-test-kit.js';

// Issue 9: an empty comparison cannot be published, whether every row is hidden or the search found none.
let ctx: TestContext;
let adviser: SignedInAdviser;
appWithAdviser(BUILT_COMPARISON_TYPES, (made) => ({ ctx, adviser } = made), { withSamples: true });

async function storedLinks(): Promise<number> {
  const res = await postAs(ctx, adviser.jwt, LINK_PATHS.list, { RNF: adviser.rnf });
  return listReplySchema.parse(res.json()).data.length;
}

async function allRowIds(): Promise<string[]> {
  const reply = (await postAs(ctx, adviser.jwt, COMPARISON_PATHS.term, QUERIES.term)).json<{
    result: [{ uniqueID: string }[]];
  }>();
  return reply.result[0].map((r) => r.uniqueID);
}

/** The upload was refused as having nothing to publish, and no link was stored. */
async function expectRefusedAsEmpty(res: Awaited<ReturnType<typeof uploadAs>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    message: LINK_MESSAGES.nothingToPublish,
    devCode: DEV_CODES.emptyComparison,
  });
  expect(await storedLinks()).toBe(0);
}

describe('publishing an empty comparison', () => {
  it('refuses a comparison whose every row is in the ignoreList, and stores nothing', async () => {
    const ids = await allRowIds();
    expect(ids.length).toBeGreaterThan(1);
    const res = await uploadAs(ctx, adviser, 'term', { ignoreList: ids });
    await expectRefusedAsEmpty(res);
  });

  it('refuses a search that found no rows, and stores nothing', async () => {
    // Long Term Care covers ANB 30 to 60 in the sample data: ANB 26 finds no plan.
    const query = { ...QUERIES.longTermCare, anb: 26 };
    const search = await postAs(ctx, adviser.jwt, COMPARISON_PATHS.longTermCare, query);
    expect(search.statusCode).toBe(200);
    expect(search.json<{ result: [unknown[]] }>().result[0]).toEqual([]);
    const res = await uploadAs(ctx, adviser, 'longTermCare', { anb: 26 });
    await expectRefusedAsEmpty(res);
  });

  it('still publishes when one row is left', async () => {
    const ids = await allRowIds();
    const res = await uploadAs(ctx, adviser, 'term', { ignoreList: ids.slice(1) });
    expect(res.statusCode).toBe(200);
    expect(await storedLinks()).toBe(1);
  });
});
