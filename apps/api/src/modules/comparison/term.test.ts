import {
  COMPARISON_PATHS,
  DEV_CODES,
  LIFE_MESSAGES,
  TERM_DEFAULTS,
  termReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { comparisonAppForFile, INSURED_35_M_NS, postAs, signInAnother } from './comparison-test-kit.js';

// spec 001 §7 Term over HTTP on the sample data. scripts/twelfth-tool.mjs copies this file for the tool it
// adds from term's (docs/adding-a-comparison-tool.md).
let ctx: TestContext;
let jwt: string;
comparisonAppForFile(['term'], (made) => ({ ctx, jwt } = made));

const termQuery = { ...INSURED_35_M_NS, ...TERM_DEFAULTS };

describe('POST /api/dashboard/comparison/term', () => {
  it('answers the default query with seven insurers, lowest premium first, death and TPD summed', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.term, termQuery);
    expect(res.statusCode).toBe(200);
    const [rows, infos] = termReplySchema.parse(res.json()).result;
    expect(new Set(rows.map((r) => r.insurer)).size).toBe(7);
    const premiums = rows.map((r) => r.premiumCents);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    for (const row of rows) {
      expect(row.covers.map((c) => c.cover)).toEqual(['death', 'tpd']);
      expect(row.premiumCents).toBe(row.covers.reduce((s, c) => s + c.premiumCents, 0));
    }
    expect(infos.length).toBe(rows.length);
    expect(res.json().dataset).toEqual({ effectiveDate: '2026-01-01', isSample: true });
  });

  it('drops the plans lacking early CI when early CI is requested, and smokers pay more', async () => {
    const withEci = termReplySchema.parse(
      (await postAs(ctx, jwt, COMPARISON_PATHS.term, { ...termQuery, eci: 50000 })).json(),
    );
    expect(withEci.result[0].length).toBe(5);
    const smoker = termReplySchema.parse(
      (await postAs(ctx, jwt, COMPARISON_PATHS.term, { ...termQuery, smoker: 'S' })).json(),
    );
    const nonSmoker = termReplySchema.parse(
      (await postAs(ctx, jwt, COMPARISON_PATHS.term, termQuery)).json(),
    );
    expect(smoker.result[0][0]?.premiumCents).toBeGreaterThan(
      nonSmoker.result[0][0]?.premiumCents ?? Infinity,
    );
  });

  it.each([
    ['term', { term: 'PayTo60' }, LIFE_MESSAGES.coverageTermRequired],
    ['death', { death: 500_000, tpd: 0 }, LIFE_MESSAGES.deathMinimum],
    ['tpd', { death: 1_000_000, tpd: 1_500_000 }, LIFE_MESSAGES.tpdAboveDeath],
    ['ci', { death: 1_000_000, tpd: 0, ci: 2_000_000 }, LIFE_MESSAGES.ciAboveDeath],
  ])('refuses a bad %s with the spec message', async (_field, change, message) => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.term, { ...termQuery, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
  });

  it('finds nothing for an age no plan sells, refuses a wrong-shape body and a missing token', async () => {
    const empty = await postAs(ctx, jwt, COMPARISON_PATHS.term, {
      ...termQuery,
      anb: 90,
      ageNearestBirthday: 89,
    });
    expect(termReplySchema.parse(empty.json()).result).toEqual([[], []]);
    expect((await postAs(ctx, jwt, COMPARISON_PATHS.term, [1, 2])).statusCode).toBe(400);
    expect(
      (await postAs(ctx, jwt, COMPARISON_PATHS.term, { ...termQuery, death: '2M' })).json().devCode,
    ).toBe(DEV_CODES.validation);
    expect((await postAs(ctx, undefined, COMPARISON_PATHS.term, termQuery)).statusCode).toBe(403);
  });

  it("applies the adviser's insurer display filter, and only that adviser's", async () => {
    const saved = await postAs(ctx, jwt, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'term',
      onlyDisplayInsurers: ['Straits Mutual', 'Kallang Assurance'],
    });
    expect(saved.json()).toMatchObject({ success: true });
    const mine = termReplySchema.parse((await postAs(ctx, jwt, COMPARISON_PATHS.term, termQuery)).json());
    expect(new Set(mine.result[0].map((r) => r.insurer))).toEqual(
      new Set(['Straits Mutual', 'Kallang Assurance']),
    );
    const other = termReplySchema.parse(
      (await postAs(ctx, await signInAnother(ctx), COMPARISON_PATHS.term, termQuery)).json(),
    );
    expect(new Set(other.result[0].map((r) => r.insurer)).size).toBe(7);
  });
});
