import {
  COMPARISON_PATHS,
  DEV_CODES,
  LIFE_MESSAGES,
  MULTI_CI_DEFAULTS,
  multiCiReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { comparisonAppForFile, INSURED_35_M_NS, postAs } from './comparison-test-kit.js';

let ctx: TestContext;
let jwt: string;
comparisonAppForFile(['multiPayCI'], (made) => ({ ctx, jwt } = made));

const multiCiQuery = {
  ...INSURED_35_M_NS,
  searchType: 'term',
  sumInsured: [50000, 100000],
  term: [MULTI_CI_DEFAULTS.term],
};

describe('POST /api/dashboard/comparison/multiPayCI', () => {
  it('By Policy Term lists each plan at each amount, with the Ultimate Critical Cover max open-ended', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.multiPayCI, multiCiQuery);
    const [rows, infos] = multiCiReplySchema.parse(res.json()).result;
    expect(rows.length).toBe(6 * 2);
    expect(new Set(rows.map((r) => r.insurer)).size).toBe(5);
    expect(
      rows.filter((r) => r.isMaxOpenEnded).every((r) => r.planName.includes('Ultimate Critical Cover')),
    ).toBe(true);
    const harbour = rows.filter((r) => r.planName === 'Harbourline MultiCare');
    expect(harbour.find((r) => r.sumInsuredCents === 10_000_000)?.premiumCents).toBe(
      2 * (harbour.find((r) => r.sumInsuredCents === 5_000_000)?.premiumCents ?? 0),
    );
    expect(infos.length).toBe(6);
  });

  it('By Sum Insured lists each plan at each term; longer cover costs more', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.multiPayCI, {
      ...multiCiQuery,
      searchType: 'sumInsured',
      sumInsured: [100000],
      term: ['PayTo65', 'PayTo85'],
    });
    const rows = multiCiReplySchema
      .parse(res.json())
      .result[0].filter((r) => r.planName === 'Harbourline MultiCare');
    const premiumOf = (term: string) => rows.find((r) => r.policyTerm === term)?.premiumCents ?? 0;
    expect(premiumOf('PayTo85')).toBeGreaterThan(premiumOf('PayTo65'));
  });

  it.each([
    ['term', { sumInsured: [] }, LIFE_MESSAGES.atLeastOneSumInsured],
    ['term', { term: [] }, LIFE_MESSAGES.termRequired],
    ['sumInsured', { term: [], sumInsured: [100000] }, LIFE_MESSAGES.atLeastOneTerm],
    ['sumInsured', { term: ['PayTo75'], sumInsured: [] }, LIFE_MESSAGES.sumInsuredRequired],
  ])('tab %s: %j -> the spec message', async (searchType, change, message) => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.multiPayCI, {
      ...multiCiQuery,
      searchType,
      ...change,
    });
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
  });

  it('finds nothing past the oldest age sold and refuses a wrong-shape body', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.multiPayCI, {
      ...multiCiQuery,
      anb: 80,
      ageNearestBirthday: 80,
    });
    expect(multiCiReplySchema.parse(res.json()).result).toEqual([[], []]);
    expect(
      (await postAs(ctx, jwt, COMPARISON_PATHS.multiPayCI, { ...multiCiQuery, sumInsured: '100000' }))
        .statusCode,
    ).toBe(400);
  });
});
